import type { CrdReference } from './schema';

/*
 * The operator's custom resources at ToolHive v0.3.5 (CRD chart 0.0.26).
 * Field names, types, required flags, defaults, enums and validation come from
 * the CRD manifests; the build (src/data/crds/checkFacts.ts) checks them against
 * src/data/reference/<tag>/crds.json, field for field. Descriptions are ours.
 */
export const crdReference: CrdReference = {
  apiVersion: 'toolhive.stacklok.dev/v1alpha1',
  resources: [
    {
      kind: 'MCPServer',
      plural: 'mcpservers',
      description:
        'Runs one MCP server in the cluster. The operator turns it into a proxy Deployment, a Service that clients connect to, and the MCP server pod that the proxy starts and talks to.',
      spec: 'MCPServerSpec',
      status: 'MCPServerStatus',
    },
    {
      kind: 'MCPRegistry',
      plural: 'mcpregistries',
      description:
        'Loads a catalogue of MCP servers from a ConfigMap when it is created, then again on the schedule in `syncPolicy` or when its `toolhive.stacklok.dev/sync-trigger` annotation changes; the operator does not watch the ConfigMap itself. Experimental in this release: its fields may change, and the operator acts on it only when the chart sets `operator.features.experimental: true` (the `ENABLE_EXPERIMENTAL_FEATURES` variable).',
      spec: 'MCPRegistrySpec',
      status: 'MCPRegistryStatus',
    },
    {
      kind: 'MCPToolConfig',
      plural: 'mcptoolconfigs',
      shortNames: ['tc', 'toolconfig'],
      description:
        "A reusable list of allowed tools and tool renames. MCPServers in the same namespace point at it through `spec.toolConfigRef`. In v0.3.5 the operator applies it only in ConfigMap mode (`TOOLHIVE_USE_CONFIGMAP=true` on the operator), and an edit to it reaches neither the server's run configuration nor its proxy on its own (see [Change a configuration](/toolhive/guides-k8s/tool-config#change-a-configuration)).",
      spec: 'MCPToolConfigSpec',
      status: 'MCPToolConfigStatus',
    },
  ],
  types: {
    MCPServerSpec: {
      description: 'The desired state of an MCPServer.',
      fields: [
        {
          name: 'args',
          type: '[]string',
          description: "Arguments appended to the container's command when the MCP server starts.",
        },
        {
          name: 'audit',
          type: 'AuditConfig',
          description: 'Audit logging, with the default audit settings, for requests that pass through the proxy.',
        },
        {
          name: 'authzConfig',
          type: 'AuthzConfigRef',
          description: 'Authorization policies applied to every MCP request after authentication.',
        },
        { name: 'env', type: '[]EnvVar', description: 'Environment variables for the MCP server container.' },
        {
          name: 'image',
          type: 'string',
          required: true,
          description: 'The container image of the MCP server, for example `ghcr.io/github/github-mcp-server`.',
        },
        {
          name: 'oidcConfig',
          type: 'OIDCConfigRef',
          description: 'Authentication of incoming requests. Without it, the proxy accepts requests without a token.',
        },
        {
          name: 'permissionProfile',
          type: 'PermissionProfileRef',
          description:
            'A permission profile for the MCP server. In v0.3.5 the Kubernetes runtime does not enforce permission profiles, so this sets no file or network limits on the pod; use NetworkPolicies and `podTemplateSpec`. A `configmap` profile stops the v0.3.5 operator from reconciling the server at all: it tries to read the profile from its own file system, fails, and never creates or updates the Deployment.',
        },
        {
          name: 'podTemplateSpec',
          type: 'PodTemplateSpec',
          description:
            'A partial pod template merged into the MCP server pod. Use it for security contexts, node selection, tolerations, or extra volumes; the container to patch is named `mcp`. In ConfigMap mode (`TOOLHIVE_USE_CONFIGMAP=true`) v0.3.5 passes it on only when it lists a container or sets `serviceAccountName`, or when `secrets` are set; a template with pod-level settings alone is dropped.',
        },
        {
          name: 'port',
          type: 'integer',
          default: 8080,
          validation: { minimum: 1, maximum: 65535, format: 'int32' },
          description: 'The port the proxy listens on and the Service exposes.',
        },
        {
          name: 'proxyMode',
          type: 'string',
          default: 'sse',
          enum: ['sse', 'streamable-http'],
          description: 'The transport the proxy offers to clients when the server itself speaks `stdio`.',
        },
        {
          name: 'resourceOverrides',
          type: 'ResourceOverrides',
          description: 'Labels, annotations, and environment variables for the proxy Deployment and its Service.',
        },
        {
          name: 'resources',
          type: 'ResourceRequirements',
          description:
            'Compute requests and limits for the proxy runner container (`toolhive`) in the proxy Deployment. Size the MCP server container through `podTemplateSpec`.',
        },
        {
          name: 'secrets',
          type: '[]SecretRef',
          description: 'Kubernetes Secrets exposed to the MCP server as environment variables.',
        },
        {
          name: 'serviceAccount',
          type: 'string',
          description:
            'An existing service account for the MCP server pod. When empty, the operator creates `<name>-sa` and uses it. In ConfigMap mode (`TOOLHIVE_USE_CONFIGMAP=true`) the pod gets neither in v0.3.5; set `serviceAccountName` in `podTemplateSpec` instead.',
        },
        {
          name: 'targetPort',
          type: 'integer',
          validation: { minimum: 1, maximum: 65535, format: 'int32' },
          description:
            'The port the MCP server container listens on. Required in practice for the `sse` and `streamable-http` transports: without it the v0.3.5 operator refuses the run configuration (`target port is required`) and never creates the Deployment.',
        },
        {
          name: 'telemetry',
          type: 'TelemetryConfig',
          description: 'OpenTelemetry and Prometheus settings for the proxy.',
        },
        {
          name: 'toolConfigRef',
          type: 'ToolConfigRef',
          description:
            'An MCPToolConfig that filters and renames tools; when set, it is used instead of `tools`. In v0.3.5 only the ConfigMap mode (`TOOLHIVE_USE_CONFIGMAP=true`) applies its filter and renames, but in both modes the MCPToolConfig must exist: a missing one sets the phase to `Failed`, stops reconciliation, and also keeps a deleted MCPServer from finishing its deletion.',
        },
        {
          name: 'tools',
          type: '[]string',
          description:
            'Names of the tools clients may see and call; other tools are hidden. Empty means all tools. In the default operator mode of v0.3.5 a list of two or more names arrives at the proxy as one name joined with commas, so clients see no tools at all; list one tool, or use ConfigMap mode, where the whole list works.',
        },
        {
          name: 'transport',
          type: 'string',
          default: 'stdio',
          enum: ['stdio', 'streamable-http', 'sse'],
          description: 'How the MCP server inside the pod speaks MCP.',
        },
        {
          name: 'volumes',
          type: '[]Volume',
          description:
            'Node directories that the operator mounts into the proxy runner container (`toolhive`), not the MCP server container. To give the server files, add volumes to the `mcp` container through `podTemplateSpec`.',
        },
      ],
    },
    AuditConfig: {
      description: 'Switches audit logging of MCP requests on or off.',
      fields: [
        {
          name: 'enabled',
          type: 'boolean',
          default: false,
          description: 'Writes an audit event for each MCP request when `true`, without request or response bodies.',
        },
      ],
    },
    AuthzConfigRef: {
      description: 'Where the proxy finds the Cedar policies that decide which requests are allowed.',
      fields: [
        {
          name: 'configMap',
          type: 'ConfigMapAuthzRef',
          description: 'The ConfigMap holding the policies. Read when `type` is `configMap`.',
        },
        {
          name: 'inline',
          type: 'InlineAuthzConfig',
          description: 'The policies themselves. Read when `type` is `inline`.',
        },
        {
          name: 'type',
          type: 'string',
          required: true,
          default: 'configMap',
          enum: ['configMap', 'inline'],
          description: 'Which sibling field holds the configuration.',
        },
      ],
    },
    ConfigMapAuthzRef: {
      description:
        'Points at a ConfigMap key holding an authorization configuration. In the default operator mode it is mounted as `authz.json` and read as JSON, so YAML content is not accepted there; in ConfigMap mode the operator parses YAML or JSON itself.',
      fields: [
        { name: 'key', type: 'string', default: 'authz.json', description: 'The key within the ConfigMap.' },
        {
          name: 'name',
          type: 'string',
          required: true,
          description: "The ConfigMap's name, in the MCPServer's namespace.",
        },
      ],
    },
    InlineAuthzConfig: {
      description: 'Cedar policies and entities written directly in the resource.',
      fields: [
        {
          name: 'entitiesJson',
          type: 'string',
          default: '[]',
          description: 'Cedar entities as a JSON array in a string.',
        },
        {
          name: 'policies',
          type: '[]string',
          required: true,
          validation: { minItems: 1 },
          description: 'Cedar policy statements, one per item.',
        },
      ],
    },
    EnvVar: {
      description: 'One environment variable as a name and a literal value.',
      fields: [
        { name: 'name', type: 'string', required: true, description: "The variable's name." },
        { name: 'value', type: 'string', required: true, description: "The variable's value, used literally." },
      ],
    },
    OIDCConfigRef: {
      description:
        'How the proxy validates the tokens that clients send. The `type` field selects which of the sibling blocks is read.',
      fields: [
        {
          name: 'configMap',
          type: 'ConfigMapOIDCRef',
          description:
            'The ConfigMap holding the settings. Read when `type` is `configMap`, in the default operator mode only.',
        },
        {
          name: 'inline',
          type: 'InlineOIDCConfig',
          description: 'Settings for an external provider. Read when `type` is `inline`.',
        },
        {
          name: 'kubernetes',
          type: 'KubernetesOIDCConfig',
          description:
            'Settings for service account tokens. Read when `type` is `kubernetes`, in the default operator mode only.',
        },
        {
          name: 'resourceUrl',
          type: 'string',
          description:
            'The URL this server advertises as its protected resource in OAuth metadata. When empty, the operator uses the plain-HTTP address of the proxy Service, host `mcp-<name>-proxy.<namespace>.svc.cluster.local` on `port`. Ignored in ConfigMap mode.',
        },
        {
          name: 'type',
          type: 'string',
          required: true,
          default: 'kubernetes',
          enum: ['kubernetes', 'configMap', 'inline'],
          description:
            'Which sibling block holds the configuration. In ConfigMap mode (`TOOLHIVE_USE_CONFIGMAP=true`) v0.3.5 honors only `inline`: with `kubernetes` or `configMap` the proxy accepts requests without a token.',
        },
      ],
    },
    ConfigMapOIDCRef: {
      description:
        'Points at a ConfigMap whose keys hold the OIDC settings: `issuer`, `audience`, `jwksUrl`, `introspectionUrl`, `clientId`, `clientSecret`, `thvCABundlePath`, `jwksAuthTokenPath`, and `jwksAllowPrivateIP` (`"true"` to allow). In v0.3.5 `thvCABundlePath` and `jwksAuthTokenPath` are read but have no effect.',
      fields: [
        {
          name: 'key',
          type: 'string',
          default: 'oidc.json',
          description: 'Not read in v0.3.5: the operator reads the individual keys listed above instead.',
        },
        {
          name: 'name',
          type: 'string',
          required: true,
          description: "The ConfigMap's name, in the MCPServer's namespace.",
        },
      ],
    },
    InlineOIDCConfig: {
      description: 'OIDC settings for an external identity provider, written directly in the resource.',
      fields: [
        { name: 'audience', type: 'string', description: 'The `aud` value a token must carry.' },
        {
          name: 'clientId',
          type: 'string',
          description:
            'Meant as the client ID for calls to the introspection endpoint. The proxy sends it only together with a client secret, which this inline form never passes on in v0.3.5, so it reaches no endpoint.',
        },
        {
          name: 'clientSecret',
          type: 'string',
          description:
            'The matching client secret, stored in the resource as plain text. In the default operator mode v0.3.5 does not pass it to the proxy; ConfigMap mode passes it but drops the introspection URL, so it is not used there either.',
        },
        {
          name: 'introspectionUrl',
          type: 'string',
          description:
            'An OAuth token introspection endpoint, for opaque tokens that cannot be checked locally. In ConfigMap mode v0.3.5 drops it when the proxy runner loads its configuration.',
        },
        {
          name: 'issuer',
          type: 'string',
          required: true,
          description: "The issuer URL; a token's `iss` claim must equal it.",
        },
        {
          name: 'jwksAllowPrivateIP',
          type: 'boolean',
          default: false,
          description:
            'Allows fetching signing keys from a private IP address, such as an in-cluster identity provider.',
        },
        {
          name: 'jwksAuthTokenPath',
          type: 'string',
          description:
            'Meant as a file whose contents are sent as a bearer token when fetching the signing keys. Accepted, but v0.3.5 never passes it to the token check, so no token is sent.',
        },
        {
          name: 'jwksUrl',
          type: 'string',
          description: 'Where the signing keys are published. When empty, it is discovered from the issuer.',
        },
        {
          name: 'thvCABundlePath',
          type: 'string',
          description:
            "Meant as a CA bundle file for trusting the identity provider's TLS certificate. Accepted, but v0.3.5 never passes it to the token check, which trusts only the public CAs in the image.",
        },
      ],
    },
    KubernetesOIDCConfig: {
      description:
        "Meant to accept Kubernetes service account tokens, checked against the cluster's own token issuer. In v0.3.5 the proxy does not apply the cluster CA it is given, so unless the API server's certificate is publicly trusted, it cannot reach the issuer and fails to start.",
      fields: [
        {
          name: 'audience',
          type: 'string',
          default: 'toolhive',
          description: 'The audience a service account token must be issued for.',
        },
        {
          name: 'introspectionUrl',
          type: 'string',
          description: 'A token introspection endpoint, when tokens must be checked remotely.',
        },
        {
          name: 'issuer',
          type: 'string',
          default: 'https://kubernetes.default.svc',
          description: "The issuer of the cluster's service account tokens.",
        },
        {
          name: 'jwksUrl',
          type: 'string',
          description:
            "Where the cluster's signing keys are published. When empty, they are discovered from the issuer.",
        },
        {
          name: 'namespace',
          type: 'string',
          description:
            "Used only to build the client ID `<serviceAccount>.<namespace>.svc.cluster.local`, which the proxy would present to an introspection endpoint but in v0.3.5 never sends (it has no secret to go with it); it does not limit who may call. Defaults to the MCPServer's namespace.",
        },
        {
          name: 'serviceAccount',
          type: 'string',
          description:
            'Used only to build the client ID, together with `namespace`; it does not limit who may call. Defaults to `default`. Restrict callers with `authzConfig`.',
        },
        {
          name: 'useClusterAuth',
          type: 'boolean',
          description:
            "Meant to use the pod's own service account token and CA to reach the cluster's key endpoint. On unless set to `false`. In v0.3.5 only its third effect works: it allows the key endpoint to be on a private IP address; the token and CA settings it adds are not applied.",
        },
      ],
    },
    PermissionProfileRef: {
      description:
        'Chooses a permission profile: a built-in one, or a JSON profile in a ConfigMap. In v0.3.5 the Kubernetes runtime does not enforce profiles, and a ConfigMap profile stops the operator from reconciling the server.',
      // Older pages linked here as #permissionprofilespec; keep that anchor working.
      aliases: ['permissionprofilespec'],
      fields: [
        {
          name: 'key',
          type: 'string',
          description: 'The key within the ConfigMap that holds the profile JSON. Needed when `type` is `configmap`.',
        },
        {
          name: 'name',
          type: 'string',
          required: true,
          description: "The built-in profile (`none` or `network`) or the ConfigMap's name.",
        },
        {
          name: 'type',
          type: 'string',
          required: true,
          default: 'builtin',
          enum: ['builtin', 'configmap'],
          description: 'Whether `name` refers to a built-in profile or a ConfigMap.',
        },
      ],
    },
    ResourceOverrides: {
      description: 'Extra metadata and settings for the objects the operator creates for the proxy.',
      fields: [
        {
          name: 'proxyDeployment',
          type: 'ProxyDeploymentOverrides',
          description: 'Additions to the proxy Deployment.',
        },
        {
          name: 'proxyService',
          type: 'ResourceMetadataOverrides',
          description:
            'Additions to the Service in front of the proxy. In v0.3.5 they are applied only when the Service is created; later changes need the Service deleted so the operator makes it again.',
        },
      ],
    },
    ProxyDeploymentOverrides: {
      description: 'Labels, annotations, and environment variables added to the proxy Deployment.',
      fields: [
        {
          name: 'annotations',
          type: 'map[string]string',
          description:
            'Annotations added to the Deployment object, when it is created; v0.3.5 does not apply later changes.',
        },
        {
          name: 'env',
          type: '[]EnvVar',
          description: 'Environment variables for the proxy container, for example `HTTP_PROXY`.',
        },
        {
          name: 'labels',
          type: 'map[string]string',
          description:
            'Labels added to the Deployment object, when it is created; v0.3.5 does not apply later changes. Replaced by `podTemplateMetadataOverrides.labels` when those are set.',
        },
        {
          name: 'podTemplateMetadataOverrides',
          type: 'ResourceMetadataOverrides',
          description:
            "Meant for the proxy's pods. In v0.3.5 only its annotations reach the pods (merged with the Deployment's annotations), for example those an injector reads; its labels go onto the Deployment object instead, in place of `labels`.",
        },
      ],
    },
    ResourceMetadataOverrides: {
      description: 'Labels and annotations merged into the metadata of a generated object.',
      fields: [
        { name: 'annotations', type: 'map[string]string', description: 'Annotations to add.' },
        { name: 'labels', type: 'map[string]string', description: 'Labels to add.' },
      ],
    },
    ResourceRequirements: {
      description:
        'CPU and memory requests and limits for the proxy runner container. The MCP server container is sized through `podTemplateSpec`.',
      fields: [
        { name: 'limits', type: 'ResourceList', description: 'The most the container may use.' },
        { name: 'requests', type: 'ResourceList', description: 'What the scheduler reserves for the container.' },
      ],
    },
    ResourceList: {
      description: 'Amounts of CPU and memory in Kubernetes quantity notation, for example `500m` or `256Mi`.',
      fields: [
        { name: 'cpu', type: 'string', description: 'CPU, in cores or millicores.' },
        {
          name: 'memory',
          type: 'string',
          description: 'Memory, in bytes with an optional suffix such as `Mi` or `Gi`.',
        },
      ],
    },
    SecretRef: {
      description: 'Reads one key of a Kubernetes Secret and hands it to the MCP server as an environment variable.',
      fields: [
        { name: 'key', type: 'string', required: true, description: 'The key within the Secret.' },
        {
          name: 'name',
          type: 'string',
          required: true,
          description: "The Secret's name, in the MCPServer's namespace.",
        },
        {
          name: 'targetEnvName',
          type: 'string',
          description: 'The environment variable to set. When empty, the key name is used.',
        },
      ],
    },
    TelemetryConfig: {
      description: 'Observability settings for the proxy: OpenTelemetry export and a Prometheus endpoint.',
      fields: [
        { name: 'openTelemetry', type: 'OpenTelemetryConfig', description: 'Export over OTLP.' },
        { name: 'prometheus', type: 'PrometheusConfig', description: 'A scrape endpoint on the proxy.' },
      ],
    },
    OpenTelemetryConfig: {
      description: 'Sends traces and metrics to an OTLP collector.',
      fields: [
        {
          name: 'enabled',
          type: 'boolean',
          default: false,
          description:
            'Turns OTLP export on in ConfigMap mode. The default operator mode of v0.3.5 ignores it: an `endpoint` with `tracing.enabled` or `metrics.enabled` exports even when this is `false`.',
        },
        {
          name: 'endpoint',
          type: 'string',
          description:
            "The collector's OTLP/HTTP address as host and port, without a scheme, for example `otel-collector.monitoring:4318`. Set `tracing.enabled` or `metrics.enabled` with it: both default to `false`, and an endpoint with neither makes the proxy refuse its telemetry settings and fail to start.",
        },
        {
          name: 'headers',
          type: '[]string',
          description: 'Headers sent with every export, each written as `key=value`.',
        },
        {
          name: 'insecure',
          type: 'boolean',
          default: false,
          description: 'Sends to the collector over plain HTTP instead of HTTPS.',
        },
        { name: 'metrics', type: 'OpenTelemetryMetricsConfig', description: 'Metric export.' },
        {
          name: 'serviceName',
          type: 'string',
          description:
            "The `service.name` resource attribute. When empty, it is `toolhive-mcp-proxy` in the default operator mode and the MCPServer's name in ConfigMap mode.",
        },
        { name: 'tracing', type: 'OpenTelemetryTracingConfig', description: 'Trace export.' },
      ],
    },
    OpenTelemetryMetricsConfig: {
      description: 'Turns OTLP metric export on or off.',
      fields: [
        { name: 'enabled', type: 'boolean', default: false, description: 'Exports metrics over OTLP when `true`.' },
      ],
    },
    OpenTelemetryTracingConfig: {
      description: 'Turns OTLP trace export on or off and sets how many traces are kept.',
      fields: [
        { name: 'enabled', type: 'boolean', default: false, description: 'Exports traces over OTLP when `true`.' },
        {
          name: 'samplingRate',
          type: 'string',
          default: '0.05',
          description: 'The share of traces kept, from `0.0` to `1.0`, written as a string.',
        },
      ],
    },
    PrometheusConfig: {
      description: 'Serves metrics for Prometheus to scrape.',
      fields: [
        {
          name: 'enabled',
          type: 'boolean',
          default: false,
          description: 'Serves Prometheus metrics at `/metrics` on the proxy port when `true`.',
        },
      ],
    },
    ToolConfigRef: {
      description: 'Names an MCPToolConfig in the same namespace.',
      fields: [{ name: 'name', type: 'string', required: true, description: "The MCPToolConfig's name." }],
    },
    Volume: {
      description: 'A directory on the node, mounted into the proxy runner container (see `MCPServerSpec.volumes`).',
      fields: [
        { name: 'hostPath', type: 'string', required: true, description: 'The directory on the node.' },
        {
          name: 'mountPath',
          type: 'string',
          required: true,
          description: 'Where the directory appears inside the container.',
        },
        {
          name: 'name',
          type: 'string',
          required: true,
          description: 'A name for the volume, unique within the MCPServer.',
        },
        {
          name: 'readOnly',
          type: 'boolean',
          default: false,
          description: 'Mounts the directory read-only when `true`.',
        },
      ],
    },
    MCPServerStatus: {
      description: 'What the operator last observed about an MCPServer.',
      fields: [
        {
          name: 'conditions',
          type: '[]Condition',
          description: 'Typed status conditions. Not set by the v0.3.5 operator.',
        },
        { name: 'message', type: 'string', description: 'A human-readable explanation of the current phase.' },
        {
          name: 'phase',
          type: 'string',
          enum: ['Pending', 'Running', 'Failed', 'Terminating'],
          description: 'Where the server is in its lifecycle.',
        },
        {
          name: 'toolConfigHash',
          type: 'string',
          description:
            "A copy of the referenced MCPToolConfig's `configHash`. The v0.3.5 operator never fills that in, so this stays empty.",
        },
        {
          name: 'url',
          type: 'string',
          description:
            'The in-cluster URL clients use to reach the server. Set once, from the `port` at that time; v0.3.5 does not update it when `port` changes.',
        },
      ],
    },
    MCPRegistrySpec: {
      description: 'The desired state of an MCPRegistry.',
      fields: [
        { name: 'displayName', type: 'string', description: 'A human-friendly name for the registry.' },
        {
          name: 'filter',
          type: 'RegistryFilter',
          description:
            'Which servers from the source to keep. Once the registry has synced, v0.3.5 syncs again only when the source data changes, so an edited filter takes effect with the next change to the source.',
        },
        {
          name: 'source',
          type: 'MCPRegistrySource',
          required: true,
          description: 'Where the registry data is read from.',
        },
        { name: 'syncPolicy', type: 'SyncPolicy', description: 'Automatic re-sync on an interval.' },
      ],
    },
    RegistryFilter: {
      description: 'Narrows the servers taken from the source. Servers must pass both the name and the tag filters.',
      fields: [
        { name: 'names', type: 'NameFilter', description: 'Include and exclude patterns for server names.' },
        { name: 'tags', type: 'TagFilter', description: 'Include and exclude lists for tags.' },
      ],
    },
    NameFilter: {
      description: 'Glob patterns matched against server names.',
      fields: [
        {
          name: 'exclude',
          type: '[]string',
          description: 'Servers whose names match any of these patterns are dropped.',
        },
        {
          name: 'include',
          type: '[]string',
          description: 'When set, only servers whose names match one of these patterns are kept.',
        },
      ],
    },
    TagFilter: {
      description: "Tags matched against each server's tag list.",
      fields: [
        { name: 'exclude', type: '[]string', description: 'Servers carrying any of these tags are dropped.' },
        {
          name: 'include',
          type: '[]string',
          description: 'When set, only servers carrying at least one of these tags are kept.',
        },
      ],
    },
    MCPRegistrySource: {
      description: 'Where the registry data comes from and which format it is in.',
      fields: [
        {
          name: 'configmap',
          type: 'ConfigMapSource',
          description: 'The ConfigMap to read. Needed when `type` is `configmap`.',
        },
        {
          name: 'format',
          type: 'string',
          default: 'toolhive',
          enum: ['toolhive', 'upstream'],
          description:
            "The file format. Only `toolhive`, ToolHive's own registry format, works in v0.3.5; `upstream` is accepted by the CRD but the sync fails with `upstream registry format is not yet supported`.",
        },
        {
          name: 'type',
          type: 'string',
          required: true,
          default: 'configmap',
          enum: ['configmap'],
          description: 'The kind of source. ConfigMaps are the only kind in this release.',
        },
      ],
    },
    ConfigMapSource: {
      description: 'The ConfigMap key that holds the registry file.',
      fields: [
        {
          name: 'key',
          type: 'string',
          default: 'registry.json',
          validation: { minLength: 1 },
          description: 'The key within the ConfigMap.',
        },
        {
          name: 'name',
          type: 'string',
          required: true,
          validation: { minLength: 1 },
          description: "The ConfigMap's name, in the MCPRegistry's namespace.",
        },
      ],
    },
    SyncPolicy: {
      description:
        'How often the operator checks the source and syncs when the data changed. Without it, the registry syncs when it is created, and later only when the operator reconciles it for another reason, for example a new value in the `toolhive.stacklok.dev/sync-trigger` annotation, and the source data has changed since the last sync.',
      fields: [
        {
          name: 'interval',
          type: 'string',
          required: true,
          validation: { pattern: '^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$' },
          description: 'Time between syncs as a Go duration, for example `30m` or `1h`.',
        },
      ],
    },
    MCPRegistryStatus: {
      description: 'What the operator last observed about an MCPRegistry.',
      fields: [
        {
          name: 'apiEndpoint',
          type: 'string',
          description: 'Meant for the URL of a registry API serving this data. The v0.3.5 operator never sets it.',
        },
        { name: 'conditions', type: '[]Condition', description: 'Detailed, typed status conditions.' },
        {
          name: 'deployedServerCount',
          type: 'integer',
          validation: { minimum: 0 },
          description:
            'Meant for how many servers from this registry run in the cluster. The v0.3.5 operator never sets it.',
        },
        {
          name: 'lastManualSyncTrigger',
          type: 'string',
          description: 'The value of the last manual sync trigger that was handled.',
        },
        {
          name: 'lastSyncHash',
          type: 'string',
          description:
            'The SHA-256 of the source ConfigMap entry at the last successful sync, taken before filtering. The operator syncs again only when the entry differs, so a changed `filter` alone does not cause a sync.',
        },
        {
          name: 'lastSyncTime',
          type: 'string',
          validation: { format: 'date-time' },
          description: 'When the last successful sync finished.',
        },
        { name: 'message', type: 'string', description: 'A human-readable explanation of the current phase.' },
        {
          name: 'phase',
          type: 'string',
          enum: ['Pending', 'Ready', 'Failed', 'Syncing', 'Terminating'],
          description: 'Where the registry is in its lifecycle.',
        },
        {
          name: 'serverCount',
          type: 'integer',
          validation: { minimum: 0 },
          description: 'How many servers, container and remote, the registry holds after filtering.',
        },
        { name: 'storageRef', type: 'StorageReference', description: 'Where the synced data is kept.' },
        {
          name: 'syncAttempts',
          type: 'integer',
          validation: { minimum: 0 },
          description: 'Meant to count failed sync attempts in a row; v0.3.5 never raises it, so it stays 0 or absent.',
        },
      ],
    },
    StorageReference: {
      description: 'Where the operator stored the synced registry data.',
      fields: [
        {
          name: 'configMapRef',
          type: 'ConfigMapReference',
          description: 'The ConfigMap holding the data. Set when `type` is `configmap`.',
        },
        { name: 'type', type: 'string', required: true, enum: ['configmap'], description: 'The kind of storage.' },
      ],
    },
    ConfigMapReference: {
      description: 'A ConfigMap, named within the same namespace.',
      fields: [{ name: 'name', type: 'string', default: '', description: "The ConfigMap's name." }],
    },
    MCPToolConfigSpec: {
      description: 'The desired state of an MCPToolConfig.',
      fields: [
        {
          name: 'toolsFilter',
          type: '[]string',
          description:
            'Names of the tools clients may see and call; other tools are hidden. Empty means all tools. List the names clients see: for a renamed tool, its new name. A tool whose override changes only the description is dropped when a filter is set.',
        },
        {
          name: 'toolsOverride',
          type: 'map[string]ToolOverride',
          description: "Renames or re-describes tools, keyed by the tool's original name.",
        },
      ],
    },
    ToolOverride: {
      description: 'A new name, a new description, or both, for one tool as clients see it.',
      fields: [
        {
          name: 'description',
          type: 'string',
          description: "The description clients see instead of the server's own.",
        },
        { name: 'name', type: 'string', description: 'The name clients see and call instead of the original.' },
      ],
    },
    MCPToolConfigStatus: {
      description: 'What the operator last observed about an MCPToolConfig.',
      fields: [
        {
          name: 'configHash',
          type: 'string',
          description:
            'Meant for a hash of the spec. The v0.3.5 operator does not run the MCPToolConfig controller, so it stays empty.',
        },
        {
          name: 'observedGeneration',
          type: 'integer',
          validation: { format: 'int64' },
          description: 'The `metadata.generation` this status describes. Not set by the v0.3.5 operator.',
        },
        {
          name: 'referencingServers',
          type: '[]string',
          description: 'Meant for the MCPServers that point at this configuration. Not set by the v0.3.5 operator.',
        },
      ],
    },
  },
  external: {
    PodTemplateSpec: {
      description: 'The Kubernetes pod template type.',
      url: 'https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-template-v1/#PodTemplateSpec',
    },
    Condition: {
      description: 'The standard Kubernetes condition type.',
      url: 'https://kubernetes.io/docs/reference/generated/kubernetes-api/v1.30/#condition-v1-meta',
    },
  },
};
