-- Files the app deletes wait out the restore window before they leave R2 (decision 338): one row
-- per stored key the app asked to delete, read by the media route (a key here is not served) and
-- by the nightly cleanup (oldest first, once past the window).
CREATE TABLE `media_deletions` (
	`key` text PRIMARY KEY NOT NULL,
	`asked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_deletions_asked_idx` ON `media_deletions` (`asked_at`);