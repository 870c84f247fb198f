CREATE TABLE `house_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`house_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`duplicate_of_house_id` integer,
	`season` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`outcome` text,
	`resolved_at` integer,
	`resolved_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`duplicate_of_house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `house_reports_one_open_idx` ON `house_reports` (`house_id`,`user_id`,`reason`) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX `house_reports_status_house_idx` ON `house_reports` (`status`,`house_id`,`reason`,`season`);--> statement-breakpoint
CREATE INDEX `house_reports_user_created_idx` ON `house_reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `house_reports_duplicate_of_idx` ON `house_reports` (`duplicate_of_house_id`);--> statement-breakpoint
ALTER TABLE `houses` ADD `reported_dark_at` integer;