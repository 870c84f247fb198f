CREATE TABLE `house_import_rows` (
	`import_id` text NOT NULL,
	`row_index` integer NOT NULL,
	`status` text NOT NULL,
	`problem` text,
	`duplicate_of_house_id` integer,
	`latitude` real,
	`longitude` real,
	`entry` text NOT NULL,
	`house_id` integer,
	PRIMARY KEY(`import_id`, `row_index`),
	FOREIGN KEY (`import_id`) REFERENCES `house_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`house_id`) REFERENCES `houses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `house_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`row_count` integer NOT NULL,
	`created_by` text,
	`commit_status` text,
	`commit_indexes` text DEFAULT '[]' NOT NULL,
	`commit_cursor` integer DEFAULT -1 NOT NULL,
	`created` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `house_imports_created_idx` ON `house_imports` (`created_at`);--> statement-breakpoint
ALTER TABLE `houses` ADD `import_source` text;--> statement-breakpoint
ALTER TABLE `houses` ADD `confirmed_season` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `last_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `houses` ADD `ask_community_at` integer;--> statement-breakpoint
CREATE INDEX `houses_confirmed_idx` ON `houses` (`confirmed_season`,`id`);--> statement-breakpoint
CREATE INDEX `houses_ask_community_idx` ON `houses` (`ask_community_at`);