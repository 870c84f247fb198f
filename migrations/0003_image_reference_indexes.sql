CREATE INDEX `houses_main_image_idx` ON `houses` (`main_image_url`);--> statement-breakpoint
CREATE INDEX `photos_image_url_idx` ON `photos` (`image_url`);