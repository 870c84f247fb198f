// Throwing is the contract: callers wrap require("re2") in try/catch and use RegExp instead.
throw new Error("re2 is not installed in this project (see scripts/npm-stubs/re2/package.json)");
