import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './index.module.css';

const sections = [
  {
    title: 'ToolHive UI',
    to: '/toolhive/guides-ui',
    description: 'A desktop app for macOS, Windows, and Linux: install MCP servers with a few clicks.',
  },
  {
    title: 'ToolHive CLI',
    to: '/toolhive/guides-cli',
    description: 'Run, secure, and wire up MCP servers from your terminal with the thv command.',
  },
  {
    title: 'Kubernetes Operator',
    to: '/toolhive/guides-k8s',
    description: 'Manage MCP servers in a cluster as MCPServer custom resources.',
  },
  {
    title: 'Reference',
    to: '/toolhive/reference/cli/thv',
    description: 'Every thv command, the management API, the registry format, and the CRDs.',
  },
];

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Run MCP servers safely"
      description="ToolHive runs Model Context Protocol servers in isolated containers and connects them to your AI clients. Docs for the UI, CLI, and Kubernetes operator."
    >
      <main className={styles.main}>
        <header className={styles.hero}>
          <Heading as="h1" className={styles.heading}>
            ToolHive documentation
          </Heading>
          <p className={styles.lead}>
            ToolHive starts Model Context Protocol (MCP) servers in locked-down containers, or proxies remote ones, and
            points your AI clients at them. Pick how you want to work and get a first server running in minutes.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/toolhive/quickstart">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/toolhive">
              What is ToolHive?
            </Link>
          </div>
        </header>
        <section aria-labelledby="sections-heading" className={styles.sections}>
          <Heading as="h2" id="sections-heading">
            Choose your path
          </Heading>
          <ul className={styles.grid}>
            {sections.map((card) => (
              <li key={card.to} className={styles.item}>
                <Link className={styles.card} to={card.to}>
                  <span className={styles.title}>{card.title}</span>
                  <span className={styles.description}>{card.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
