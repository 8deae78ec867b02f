-- Reference data, not demo content: the spec's ten categories with fixed ids.
INSERT INTO "categories" ("id", "name", "slug", "description") VALUES
  (1, 'Technology', 'technology', 'Chips, platforms and the economics of innovation.'),
  (2, 'Business', 'business', 'Markets, companies, trade and the world economy.'),
  (3, 'Health', 'health', 'Health systems, spending and the economics of care.'),
  (4, 'Science', 'science', 'Research, data and the science behind the numbers.'),
  (5, 'Entertainment', 'entertainment', 'The business of media, music, film and games.'),
  (6, 'Politics', 'politics', 'Budgets, debt, central banks and economic policy.'),
  (7, 'Sports', 'sports', 'The money behind the game.'),
  (8, 'Travel', 'travel', 'Tourism, currencies and the cost of getting around.'),
  (9, 'Food', 'food', 'Food prices, farming and what we pay at the till.'),
  (10, 'Lifestyle', 'lifestyle', 'Personal finance, housing and the household budget.')
ON CONFLICT ("id") DO NOTHING;
