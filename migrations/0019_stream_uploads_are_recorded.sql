-- Cloudflare Stream uploads get a row too (decision 327): `host` says which video host holds an
-- upload, and only local uploads have an R2 key. SQLite cannot drop NOT NULL in place, so the table
-- is rebuilt. No table references video_uploads, so dropping the old one needs no pause of the
-- foreign keys; every row copied is a local upload (host defaults to 'local').
CREATE TABLE `__new_video_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`host` text DEFAULT 'local' NOT NULL,
	`user_id` text NOT NULL,
	`file_name` text NOT NULL,
	`upload_length` integer NOT NULL,
	`upload_offset` integer DEFAULT 0 NOT NULL,
	`r2_key` text,
	`r2_upload_id` text,
	`parts` text DEFAULT '[]' NOT NULL,
	`content_type` text,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_video_uploads`("id", "user_id", "file_name", "upload_length", "upload_offset", "r2_key", "r2_upload_id", "parts", "content_type", "completed_at", "created_at") SELECT "id", "user_id", "file_name", "upload_length", "upload_offset", "r2_key", "r2_upload_id", "parts", "content_type", "completed_at", "created_at" FROM `video_uploads`;--> statement-breakpoint
DROP TABLE `video_uploads`;--> statement-breakpoint
ALTER TABLE `__new_video_uploads` RENAME TO `video_uploads`;--> statement-breakpoint
CREATE INDEX `video_uploads_user_pending_idx` ON `video_uploads` (`user_id`,`completed_at`);--> statement-breakpoint
CREATE INDEX `video_uploads_pending_age_idx` ON `video_uploads` (`completed_at`,`created_at`);
