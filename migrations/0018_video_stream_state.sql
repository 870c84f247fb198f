ALTER TABLE `videos` ADD `stream_state` text;--> statement-breakpoint
ALTER TABLE `videos` ADD `stream_checked_at` integer;--> statement-breakpoint
CREATE INDEX `videos_stream_idx` ON `videos` (`cloudflare_stream_id`);