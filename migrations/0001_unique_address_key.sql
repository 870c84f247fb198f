DROP INDEX `houses_address_key_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `houses_address_key_idx` ON `houses` (`address_key`);