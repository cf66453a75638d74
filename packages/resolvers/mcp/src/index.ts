export { McpServerConfigSchema, type McpServerConfig, type McpServerConfigInput } from "./config.js";
export { createMcpConnection, McpConnectionError, type McpConnection, type McpServerInfo } from "./connection.js";
export { createMcpManager, type McpDiscovery, type McpManager, type McpManagerOptions, type McpServerStatus } from "./manager.js";
export { mcpToolToMetadata, qualifiedToolName, type McpToolMapping } from "./tools.js";
export { createMcpResolver, type McpResolverOptions } from "./resolver.js";
export { strategy } from "./strategy.js";
