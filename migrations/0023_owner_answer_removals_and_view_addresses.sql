-- Decision 389: an admin's removal of a homeowner's answer is recorded (who, when, the reason) for
-- the homeowner to read; a page view notes its address's day hash, so a person who views a house
-- signed out and then signed in the same day counts once. The hash is cleared from earlier days'
-- rows each night (page_views_ip_day_idx finds them).
CREATE TABLE `owner_answer_removals` (
	`review_id` integer PRIMARY KEY NOT NULL,
	`owner_id` text,
	`removed_by` text,
	`removed_at` integer NOT NULL,
	`reason` text,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`removed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `owner_answer_removals_owner_idx` ON `owner_answer_removals` (`owner_id`);--> statement-breakpoint
ALTER TABLE `page_views` ADD `ip_key` text;--> statement-breakpoint
CREATE INDEX `page_views_house_day_ip_idx` ON `page_views` (`house_id`,`view_day`,`ip_key`);--> statement-breakpoint
CREATE INDEX `page_views_ip_day_idx` ON `page_views` (`view_day`) WHERE "page_views"."ip_key" IS NOT NULL;