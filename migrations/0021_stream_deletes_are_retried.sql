-- A Cloudflare Stream video whose delete Stream refused is recorded in media_deletions too
-- (decision 355): `storage` says where a row's file is (every earlier row is an R2 key), and the
-- nightly cleanup tries it again, counting `attempts` and keeping the host's `last_error`. The
-- index now leads with `storage`, so each kind's rows are read in the order they were asked.
DROP INDEX `media_deletions_asked_idx`;--> statement-breakpoint
ALTER TABLE `media_deletions` ADD `storage` text DEFAULT 'r2' NOT NULL;--> statement-breakpoint
ALTER TABLE `media_deletions` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `media_deletions` ADD `last_error` text;--> statement-breakpoint
CREATE INDEX `media_deletions_due_idx` ON `media_deletions` (`storage`,`asked_at`);