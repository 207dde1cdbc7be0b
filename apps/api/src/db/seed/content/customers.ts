/** Demo customers who wrote the seeded reviews (example.com addresses, no credentials). */
export const demoCustomers = [
  { firstName: 'Aisha', lastName: 'Al Mansoori', email: 'aisha.almansoori@example.com' },
  { firstName: 'Omar', lastName: 'Haddad', email: 'omar.haddad@example.com' },
  { firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@example.com' },
  { firstName: 'James', lastName: 'Whitfield', email: 'james.whitfield@example.com' },
  { firstName: 'Fatima', lastName: 'Al Suwaidi', email: 'fatima.alsuwaidi@example.com' },
  { firstName: 'Rahul', lastName: 'Mehta', email: 'rahul.mehta@example.com' },
  { firstName: 'Sara', lastName: 'Kovacs', email: 'sara.kovacs@example.com' },
  { firstName: 'Khalid', lastName: 'Al Nuaimi', email: 'khalid.alnuaimi@example.com' },
  { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com' },
  { firstName: 'Yousef', lastName: 'Darwish', email: 'yousef.darwish@example.com' },
  { firstName: 'Chloe', lastName: 'Martin', email: 'chloe.martin@example.com' },
  { firstName: 'Hamdan', lastName: 'Al Shamsi', email: 'hamdan.alshamsi@example.com' },
] as const;
