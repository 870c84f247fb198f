ALTER TABLE `page_views` ADD `viewer_key` text;--> statement-breakpoint
ALTER TABLE `page_views` ADD `view_day` text;--> statement-breakpoint
CREATE UNIQUE INDEX `page_views_viewer_house_day_idx` ON `page_views` (`viewer_key`,`house_id`,`view_day`);--> statement-breakpoint
ALTER TABLE `visits` ADD `visit_day` text;--> statement-breakpoint
CREATE UNIQUE INDEX `visits_user_house_day_idx` ON `visits` (`user_id`,`house_id`,`visit_day`);