-- houses.feature_mask: a house's features as bits (contract/features.ts `bit`), so the radius
-- search tests features on houses_geo_idx instead of probing house_features per candidate.
-- house_features stays the truth; the triggers below keep the mask in step with it (drizzle-kit
-- does not model triggers, so they are written by hand after its generated statements).
DROP INDEX `houses_geo_idx`;--> statement-breakpoint
ALTER TABLE `houses` ADD `feature_mask` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `houses_geo_idx` ON `houses` (`lat_band`,`longitude`,`latitude`,`feature_mask`);
--> statement-breakpoint
UPDATE `houses` SET `feature_mask` = (SELECT coalesce(sum((CASE hf.feature WHEN 'Blow-Ups' THEN 1 WHEN 'Animatronics' THEN 2 WHEN 'Lights Only' THEN 4 WHEN 'Music-Sync' THEN 8 WHEN 'Walk-Through' THEN 16 WHEN 'Interactive' THEN 32 WHEN 'Charity' THEN 64 WHEN 'Outdoor-Characters' THEN 128 ELSE 0 END)), 0) FROM `house_features` hf WHERE hf.house_id = houses.id);
--> statement-breakpoint
CREATE TRIGGER `house_features_mask_insert` AFTER INSERT ON `house_features` BEGIN
  UPDATE houses SET feature_mask = feature_mask | (CASE new.feature WHEN 'Blow-Ups' THEN 1 WHEN 'Animatronics' THEN 2 WHEN 'Lights Only' THEN 4 WHEN 'Music-Sync' THEN 8 WHEN 'Walk-Through' THEN 16 WHEN 'Interactive' THEN 32 WHEN 'Charity' THEN 64 WHEN 'Outdoor-Characters' THEN 128 ELSE 0 END) WHERE id = new.house_id;
END;
--> statement-breakpoint
CREATE TRIGGER `house_features_mask_delete` AFTER DELETE ON `house_features` BEGIN
  UPDATE houses SET feature_mask = feature_mask & ~(CASE old.feature WHEN 'Blow-Ups' THEN 1 WHEN 'Animatronics' THEN 2 WHEN 'Lights Only' THEN 4 WHEN 'Music-Sync' THEN 8 WHEN 'Walk-Through' THEN 16 WHEN 'Interactive' THEN 32 WHEN 'Charity' THEN 64 WHEN 'Outdoor-Characters' THEN 128 ELSE 0 END) WHERE id = old.house_id;
END;
--> statement-breakpoint
CREATE TRIGGER `house_features_mask_update` AFTER UPDATE ON `house_features` BEGIN
  UPDATE houses SET feature_mask = feature_mask & ~(CASE old.feature WHEN 'Blow-Ups' THEN 1 WHEN 'Animatronics' THEN 2 WHEN 'Lights Only' THEN 4 WHEN 'Music-Sync' THEN 8 WHEN 'Walk-Through' THEN 16 WHEN 'Interactive' THEN 32 WHEN 'Charity' THEN 64 WHEN 'Outdoor-Characters' THEN 128 ELSE 0 END) WHERE id = old.house_id;
  UPDATE houses SET feature_mask = feature_mask | (CASE new.feature WHEN 'Blow-Ups' THEN 1 WHEN 'Animatronics' THEN 2 WHEN 'Lights Only' THEN 4 WHEN 'Music-Sync' THEN 8 WHEN 'Walk-Through' THEN 16 WHEN 'Interactive' THEN 32 WHEN 'Charity' THEN 64 WHEN 'Outdoor-Characters' THEN 128 ELSE 0 END) WHERE id = new.house_id;
END;
