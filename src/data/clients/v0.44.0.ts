/**
 * The AI clients ToolHive v0.44.0 (tag v0.44.0, commit b3df9689) configures,
 * as the single source for the client tables in the CLI and UI guides and the
 * compatibility reference: every MCP client of supportedClientIntegrations in
 * pkg/client/config.go, in its order (the two LLM-gateway-only entries, Xcode
 * and Claude Desktop, are not MCP clients). Paths are the home folder, the
 * platform prefix and the relative path of buildConfigFilePath; URL fields
 * and `type` values are those buildMCPServer writes for each transport.
 * Checklist: checklists/v0.44.0/data/clients.md.
 */
import type { AutoClient, ManualClient } from './types';

export const autoClients: AutoClient[] = [
  {
    apiName: 'roo-code',
    name: 'Roo Code (VS Code extension)',
    configPath: {
      linux: '~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json',
      macos:
        '~/Library/Application Support/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json',
      windows:
        '%USERPROFILE%\\AppData\\Roaming\\Code\\User\\globalStorage\\rooveterinaryinc.roo-cline\\settings\\mcp_settings.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'streamable-http', sse: 'sse', 'streamable-http': 'streamable-http' },
    deprecated: true,
  },
  {
    apiName: 'cline',
    name: 'Cline (VS Code extension)',
    configPath: {
      linux: '~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json',
      macos:
        '~/Library/Application Support/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json',
      windows:
        '%USERPROFILE%\\AppData\\Roaming\\Code\\User\\globalStorage\\saoudrizwan.claude-dev\\settings\\cline_mcp_settings.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'streamableHttp', sse: 'sse', 'streamable-http': 'streamableHttp' },
  },
  {
    apiName: 'vscode-insider',
    name: 'VS Code Insiders (GitHub Copilot)',
    configPath: {
      linux: '~/.config/Code - Insiders/User/mcp.json',
      macos: '~/Library/Application Support/Code - Insiders/User/mcp.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Code - Insiders\\User\\mcp.json',
    },
    serversKey: '/servers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'vscode',
    name: 'VS Code (GitHub Copilot)',
    configPath: {
      linux: '~/.config/Code/User/mcp.json',
      macos: '~/Library/Application Support/Code/User/mcp.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Code\\User\\mcp.json',
    },
    serversKey: '/servers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'cursor',
    name: 'Cursor',
    configPath: {
      linux: '~/.cursor/mcp.json',
      macos: '~/.cursor/mcp.json',
      windows: '%USERPROFILE%\\.cursor\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'claude-code',
    name: 'Claude Code',
    configPath: {
      linux: '~/.claude.json',
      macos: '~/.claude.json',
      windows: '%USERPROFILE%\\.claude.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'windsurf',
    name: 'Windsurf',
    configPath: {
      linux: '~/.codeium/windsurf/mcp_config.json',
      macos: '~/.codeium/windsurf/mcp_config.json',
      windows: '%USERPROFILE%\\.codeium\\windsurf\\mcp_config.json',
    },
    serversKey: '/mcpServers',
    urlField: 'serverUrl',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'windsurf-jetbrains',
    name: 'Windsurf plugin for JetBrains IDEs',
    configPath: {
      linux: '~/.codeium/mcp_config.json',
      macos: '~/.codeium/mcp_config.json',
      windows: '%USERPROFILE%\\.codeium\\mcp_config.json',
    },
    serversKey: '/mcpServers',
    urlField: 'serverUrl',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'amp-cli',
    name: 'Amp CLI',
    configPath: {
      linux: '~/.config/amp/settings.json',
      macos: '~/.config/amp/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\amp\\settings.json',
    },
    serversKey: '/amp.mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'lm-studio',
    name: 'LM Studio',
    configPath: {
      linux: '~/.lmstudio/mcp.json',
      macos: '~/.lmstudio/mcp.json',
      windows: '%USERPROFILE%\\.lmstudio\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'goose',
    name: 'Goose',
    configPath: {
      linux: '~/.config/goose/config.yaml',
      macos: '~/.config/goose/config.yaml',
      windows: '%USERPROFILE%\\AppData\\Block\\goose\\config.yaml',
    },
    serversKey: '/extensions',
    urlField: 'uri',
    typeByTransport: { stdio: 'streamable_http', sse: 'sse', 'streamable-http': 'streamable_http' },
  },
  {
    apiName: 'trae',
    name: 'Trae',
    configPath: {
      linux: '~/.config/Trae/User/mcp.json',
      macos: '~/Library/Application Support/Trae/User/mcp.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Trae\\User\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'continue',
    name: 'Continue (VS Code and JetBrains)',
    configPath: {
      linux: '~/.continue/config.yaml',
      macos: '~/.continue/config.yaml',
      windows: '%USERPROFILE%\\.continue\\config.yaml',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'streamable-http', sse: 'sse', 'streamable-http': 'streamable-http' },
  },
  {
    apiName: 'opencode',
    name: 'OpenCode',
    configPath: {
      linux: '~/.config/opencode/opencode.json',
      macos: '~/.config/opencode/opencode.json',
      windows: '%USERPROFILE%\\.config\\opencode\\opencode.json',
    },
    serversKey: '/mcp',
    urlField: 'url',
    typeByTransport: { stdio: 'remote', sse: 'remote', 'streamable-http': 'remote' },
  },
  {
    apiName: 'kiro',
    name: 'Kiro',
    configPath: {
      linux: '~/.kiro/settings/mcp.json',
      macos: '~/.kiro/settings/mcp.json',
      windows: '%USERPROFILE%\\.kiro\\settings\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'antigravity',
    name: 'Google Antigravity',
    configPath: {
      linux: '~/.gemini/antigravity/mcp_config.json',
      macos: '~/.gemini/antigravity/mcp_config.json',
      windows: '%USERPROFILE%\\.gemini\\antigravity\\mcp_config.json',
    },
    serversKey: '/mcpServers',
    urlField: 'serverUrl',
    typeByTransport: null,
  },
  {
    apiName: 'zed',
    name: 'Zed',
    configPath: {
      linux: '~/.config/zed/settings.json',
      macos: '~/.config/zed/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\zed\\settings.json',
    },
    serversKey: '/context_servers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'gemini-cli',
    name: 'Gemini CLI',
    configPath: {
      linux: '~/.gemini/settings.json',
      macos: '~/.gemini/settings.json',
      windows: '%USERPROFILE%\\.gemini\\settings.json',
    },
    serversKey: '/mcpServers',
    urlField: { stdio: 'httpUrl', sse: 'url', 'streamable-http': 'httpUrl' },
    typeByTransport: null,
  },
  {
    apiName: 'vscode-server',
    name: 'VS Code Server (remote development)',
    configPath: {
      linux: '~/.vscode-server/data/User/mcp.json',
      macos: '~/.vscode-server/data/User/mcp.json',
      windows: '%USERPROFILE%\\.vscode-server\\data\\User\\mcp.json',
    },
    serversKey: '/servers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'mistral-vibe',
    name: 'Mistral Vibe',
    configPath: {
      linux: '~/.vibe/config.toml',
      macos: '~/.vibe/config.toml',
      windows: '%USERPROFILE%\\.vibe\\config.toml',
    },
    serversKey: '/mcp_servers',
    urlField: 'url',
    typeByTransport: { stdio: 'streamable-http', sse: 'http', 'streamable-http': 'streamable-http' },
    typeField: 'transport',
  },
  {
    apiName: 'codex',
    name: 'OpenAI Codex',
    configPath: {
      linux: '~/.codex/config.toml',
      macos: '~/.codex/config.toml',
      windows: '%USERPROFILE%\\.codex\\config.toml',
    },
    serversKey: '/mcp_servers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'kimi-cli',
    name: 'Kimi Code CLI',
    configPath: {
      linux: '~/.kimi/mcp.json',
      macos: '~/.kimi/mcp.json',
      windows: '%USERPROFILE%\\.kimi\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: null,
  },
  {
    apiName: 'factory',
    name: 'Factory Droid',
    configPath: {
      linux: '~/.factory/mcp.json',
      macos: '~/.factory/mcp.json',
      windows: '%USERPROFILE%\\.factory\\mcp.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'copilot-cli',
    name: 'GitHub Copilot CLI',
    configPath: {
      linux: '~/.copilot/mcp-config.json',
      macos: '~/.copilot/mcp-config.json',
      windows: '%USERPROFILE%\\.copilot\\mcp-config.json',
    },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'http', sse: 'sse', 'streamable-http': 'http' },
  },
];

/** Clients ToolHive v0.44.0 does not configure; Continue and Kiro, which it now configures, left this list. */
export const manualClients: ManualClient[] = [
  {
    name: 'GitHub Copilot (JetBrains)',
    supported: true,
    minVersion: 'v1.5.47+',
    note: "Add the server URL from `thv list` to the plugin's MCP settings.",
  },
  {
    name: 'PydanticAI',
    supported: true,
    minVersion: 'v0.2.18+',
    note: 'Point an `MCPServerSSE` or `MCPServerStreamableHTTP` at the URL in your code.',
  },
  {
    name: 'ChatGPT Desktop',
    supported: true,
    minVersion: null,
    note: "Uses the MCP servers in Codex's `config.toml`: run `thv client register codex`.",
  },
  {
    name: 'Claude Desktop',
    supported: true,
    minVersion: null,
    note: "Connectors call from Anthropic's cloud, not localhost: bridge with `thv proxy stdio <NAME>` as the command.",
  },
];
