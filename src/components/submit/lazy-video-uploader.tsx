import { type ComponentProps, useRef } from "react";
import { PartLoadError } from "@/components/layout/part-load-error";
import { lazyModule } from "@/lib/lazy-module";
import { useLazyModuleWhenNear } from "@/lib/lazy-module-when-near";
import type { VideoUploader } from "./video-uploader";

const videoUploaderModule = lazyModule(() => import("./video-uploader"));

/**
 * The form's videos part (video-uploader.tsx), near its end: it loads once its place is on the
 * screen or the page has settled, so the form's first JavaScript stays within the screen budget
 * (docs/performance.md, "Every screen"). On the screen, not the usual 400 px near it: the form is
 * short enough that within those it loaded with the form on most screens. Its place keeps the
 * height it takes with no video (the hint under the file input wraps below 384 px). If its code
 * could not be had, the place says how to add videos without losing the form to a reload.
 */
export function LazyVideoUploader(props: ComponentProps<typeof VideoUploader>) {
  const place = useRef<HTMLDivElement>(null);
  const [module, failed] = useLazyModuleWhenNear(videoUploaderModule, place, "0px");
  if (module) return <module.VideoUploader {...props} />;
  if (failed) {
    return (
      <PartLoadError
        title="Videos could not load."
        advice="Submit the house without them, then add videos from its page."
      />
    );
  }
  return <div ref={place} className="h-45 min-[384px]:h-41" aria-busy="true" />;
}
