/**
 * The AI clients ToolHive v0.3.5 can configure, as the single source for the
 * client tables in the CLI and UI guides and the compatibility reference.
 * Paths, keys and `type` values match pkg/client/config.go of the release.
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'streamable-http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'streamableHttp' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'claude-code',
    name: 'Claude Code',
    configPath: { linux: '~/.claude.json', macos: '~/.claude.json', windows: '%USERPROFILE%\\.claude.json' },
    serversKey: '/mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'amp-vscode',
    name: 'Amp in VS Code',
    configPath: {
      linux: '~/.config/Code/User/settings.json',
      macos: '~/Library/Application Support/Code/User/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Code\\User\\settings.json',
    },
    serversKey: '/amp.mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'amp-vscode-insider',
    name: 'Amp in VS Code Insiders',
    configPath: {
      linux: '~/.config/Code - Insiders/User/settings.json',
      macos: '~/Library/Application Support/Code - Insiders/User/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Code - Insiders\\User\\settings.json',
    },
    serversKey: '/amp.mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'amp-cursor',
    name: 'Amp in Cursor',
    configPath: {
      linux: '~/.config/Cursor/User/settings.json',
      macos: '~/Library/Application Support/Cursor/User/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Cursor\\User\\settings.json',
    },
    serversKey: '/amp.mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
  },
  {
    apiName: 'amp-windsurf',
    name: 'Amp in Windsurf',
    configPath: {
      linux: '~/.config/Windsurf/User/settings.json',
      macos: '~/Library/Application Support/Windsurf/User/settings.json',
      windows: '%USERPROFILE%\\AppData\\Roaming\\Windsurf\\User\\settings.json',
    },
    serversKey: '/amp.mcpServers',
    urlField: 'url',
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'http' },
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
    typeByTransport: { stdio: 'sse', sse: 'sse', 'streamable-http': 'streamable_http' },
  },
];

export const manualClients: ManualClient[] = [
  {
    name: 'GitHub Copilot (JetBrains)',
    supported: true,
    minVersion: 'v1.5.47+',
    note: "Add the server URL from `thv list` to the plugin's MCP settings.",
  },
  {
    name: 'Continue (VS Code)',
    supported: true,
    minVersion: 'v1.0.14+',
    note: "Add the URL to Continue's configuration as an SSE or streamable HTTP server.",
  },
  { name: 'Continue (JetBrains)', supported: true, minVersion: 'v1.0.23+', note: 'Same as Continue for VS Code.' },
  {
    name: 'PydanticAI',
    supported: true,
    minVersion: 'v0.2.18+',
    note: 'Point an `MCPServerSSE` or `MCPServerStreamableHTTP` at the URL in your code.',
  },
  {
    name: 'ChatGPT Desktop',
    supported: false,
    minVersion: null,
    note: 'Only starts local stdio servers. Bridge with `thv proxy stdio <NAME>` as the command.',
  },
  {
    name: 'Claude Desktop',
    supported: false,
    minVersion: null,
    note: 'Only starts local stdio servers. Bridge with `thv proxy stdio <NAME>` as the command.',
  },
  {
    name: 'Kiro',
    supported: false,
    minVersion: null,
    note: 'Only starts local stdio servers. Bridge with `thv proxy stdio <NAME>` as the command.',
  },
];
