CREATE TABLE `published_tours` (
	`tour_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`town` text NOT NULL,
	`published_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `published_tours_published_idx` ON `published_tours` (`published_at`);--> statement-breakpoint
CREATE TABLE `tour_opens` (
	`tour_id` integer NOT NULL,
	`viewer_key` text NOT NULL,
	`open_day` text NOT NULL,
	`season` integer NOT NULL,
	PRIMARY KEY(`tour_id`, `viewer_key`, `open_day`),
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tour_opens_season_tour_idx` ON `tour_opens` (`season`,`tour_id`);