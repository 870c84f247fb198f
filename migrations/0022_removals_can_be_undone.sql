-- A photo or video its uploader removed is kept for the few minutes its Undo can be pressed
-- (decision 373): the removed row as it was, and an uploaded video's id at its host, deleted there
-- once the window is over. No foreign key to the house: a held delete outlives its house.
CREATE TABLE `media_removals` (
	`kind` text NOT NULL,
	`media_id` integer NOT NULL,
	`house_id` integer NOT NULL,
	`removed_by` text NOT NULL,
	`removed_at` integer NOT NULL,
	`removed_row` text NOT NULL,
	`held_stream_id` text,
	PRIMARY KEY(`kind`, `media_id`)
);
--> statement-breakpoint
CREATE INDEX `media_removals_removed_idx` ON `media_removals` (`removed_at`);--> statement-breakpoint
CREATE INDEX `media_removals_house_idx` ON `media_removals` (`house_id`,`removed_at`);--> statement-breakpoint
CREATE INDEX `media_removals_held_stream_idx` ON `media_removals` (`held_stream_id`);