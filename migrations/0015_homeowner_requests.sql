CREATE TABLE `do_not_list_addresses` (
	`address_key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `homeowner_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`house_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`note` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `homeowner_requests_status_created_idx` ON `homeowner_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `homeowner_requests_house_idx` ON `homeowner_requests` (`house_id`,`kind`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `homeowner_requests_one_pending_idx` ON `homeowner_requests` (`house_id`,`user_id`,`kind`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `houses` ADD `owner_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `houses` ADD `season_plan` text;--> statement-breakpoint
ALTER TABLE `houses` ADD `season_plan_season` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `removal_requested_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `owner_answer` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `owner_answer_at` integer;