import { packageBuild } from "../../../tsup.shared.ts";

export default packageBuild();
