import { packageBuild } from "../../tsup.shared.ts";

export default packageBuild({ entry: ["src/bin.ts", "src/index.ts"], dts: { entry: "src/index.ts" } });
