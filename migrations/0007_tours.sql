CREATE TABLE `tour_stops` (
	`tour_id` integer NOT NULL,
	`house_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`tour_id`, `position`),
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tour_stops_tour_house_idx` ON `tour_stops` (`tour_id`,`house_id`);--> statement-breakpoint
CREATE INDEX `tour_stops_house_idx` ON `tour_stops` (`house_id`);--> statement-breakpoint
CREATE TABLE `tours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`share_id` text NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`start_kind` text DEFAULT 'none' NOT NULL,
	`start_label` text,
	`start_latitude` real,
	`start_longitude` real,
	`budget_minutes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tours_share_idx` ON `tours` (`share_id`);--> statement-breakpoint
CREATE INDEX `tours_user_updated_idx` ON `tours` (`user_id`,`updated_at`);