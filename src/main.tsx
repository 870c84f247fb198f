// First: settings other modules read when they load.
import "./lib/strict-csp";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { registerServiceWorker } from "./lib/offline/service-worker";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
