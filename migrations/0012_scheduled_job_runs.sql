CREATE TABLE `scheduled_job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`ok` integer,
	`summary` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `scheduled_job_runs_job_started_idx` ON `scheduled_job_runs` (`job`,`started_at`);