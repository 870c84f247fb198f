/** Modules Workers bundles as they are (wrangler's default module rules). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
