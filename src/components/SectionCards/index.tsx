import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface SectionCard {
  title: string;
  to: string;
  description: string;
}

/** A grid of cards that route readers to the main sections of the docs. */
export default function SectionCards({ cards }: { cards: SectionCard[] }): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link className={styles.card} to={card.to}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
