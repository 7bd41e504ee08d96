/** The comparison's three groups of rows, as the table, the phone's cards and the CSV name them. */
export const GROUP_TITLES = {
  deal: 'The deal: its size and state (not marked)',
  returns: 'Returns and time (Best marked)',
  lender: 'Lending, at your limits',
} as const;
