CREATE TABLE `held_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_url` text NOT NULL,
	`uploaded_by` text,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `held_images_image_url_idx` ON `held_images` (`image_url`);--> statement-breakpoint
CREATE INDEX `held_images_created_idx` ON `held_images` (`created_at`);