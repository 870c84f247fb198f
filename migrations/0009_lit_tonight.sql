CREATE TABLE `lights_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`house_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`night_key` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lights_reports_house_user_night_idx` ON `lights_reports` (`house_id`,`user_id`,`night_key`);--> statement-breakpoint
CREATE INDEX `lights_reports_house_created_idx` ON `lights_reports` (`house_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lights_reports_created_idx` ON `lights_reports` (`created_at`,`house_id`);--> statement-breakpoint
ALTER TABLE `houses` ADD `lit_from_minute` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `lit_until_minute` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `season_start` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `season_end` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `show_times` text;--> statement-breakpoint
ALTER TABLE `houses` ADD `fm_tenths` integer;--> statement-breakpoint
CREATE INDEX `houses_lit_hours_idx` ON `houses` (`lit_from_minute`,`lit_until_minute`);