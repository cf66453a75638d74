import { packageBuild } from "../../tsup.shared.ts";

// vega-lite is a peer (its `version` names the spec schema): imported, not bundled.
export default packageBuild({ external: ["vega-lite"] });
