/// `gather help ratings`: the league table, the rating, and how good its chances are.
enum RatingsTopic {
    static let topic = Topic(
        name: "ratings", abstract: "The league table, the rating and what it is worth.", title: "RATINGS", text: text)

    static let text = #"""
        ## The league table

        'stats' has one row per player who has played: most points first (3 a win, 1 a
        draw), then goal difference, goals for (the goals of the player's side), fewer
        matches, then name. Columns: played (P), won, drawn, lost, points, points per match
        (PPG), win %, goals scored, goal difference while on the pitch (GD), form (the last
        five results, newest last), the current streak (W3) and the rating, with a ? while
        it is provisional. --sort takes points (the default), ppg, rating, name, played,
        won, drawn, lost, win%, goals or gd; --since YYYY-MM-DD counts only the matches
        started that day or later (the ratings still learn from every match).

        On a server the sides of a gather are known only when this machine started or
        imported it: the others count as played but not as won, drawn or lost, and stats
        says how many were left out. Deleting a player changes nobody's record or rating;
        a retired player stays in the table, marked '(retired)' (with --json, "retired":
        true), unless --active.

        ## The rating

        A skill label is a first guess. Before any result everyone starts where their label
        puts them: 800 a beginner, 1000 an amateur, 1200 a professional, and 1000 with twice
        the doubt for a player without a label. How much the labels are worth is learned
        from the group's own results, a little with each match: labels that predict who
        wins keep their weight, labels the results keep contradicting lose it over weeks,
        not at once (one close match moves it by less than 0.05). Every ended match with known sides then moves
        everyone who played it, by how much better or worse their side did than predicted:
        the goal difference counts, and a player the ratings are unsure about moves more.
        What moves a rating is the same player winning (or losing) with different
        team-mates, week after week. A little doubt is added before each match, so a
        rating never freezes.

        The number shown is the best estimate of the player's strength (the mean of the
        belief), 1000 an average player and about 200 points between two skill levels; not
        a cautious "at least this good" number, which would rank people by how often they
        came. A rating learned from fewer than 5 matches with known sides is provisional:
        1046? in stats, (provisional) in players show, "provisional": true in JSON.

        'players show' explains it:

          RATING:   1064 ± 196: started at 813 (beginner, labels at 94% in this group), 6 matches with known sides
          RESULTS:  won 6 against 2.4 expected; team-mates averaged 1008, opponents 981
          LABEL:    now above the amateur start (1000): 'gather players edit Lena --skill amateur' changes the label

        The third line appears once a rating that is no longer provisional has moved past
        the start of another label; stats then names every such player in a footnote.

        ## The model

        Each player's strength is a normal belief, learned from the ended matches in date
        order, in the family of TrueSkill (Herbrich, Minka & Graepel, 2006) and Weng-Lin
        (JMLR 2011, the openskill libraries). A side's strength is the mean of its players'.
        Each match gives one observation, the margin standardised by its Poisson noise,
        (goalsA - goalsB) / sqrt(goalsA + goalsB + 1), modelled as the difference of the
        sides' strengths plus Gaussian noise (Guo et al., ECML PKDD 2012), with an exact
        Gaussian update. Before each match a player's variance grows by 0.05 units. The
        labels are w units apart (200 points a unit). Each w from 0 to 2 in quarters is
        replayed and scored by how well it predicted each margin before learning from it,
        with a prior centred on the labels at face value (w = 1, spread 0.14); the ratings
        are the average of every w's ratings by the chance the results give it, and players
        show gives the mean w. A player who did not play a match moves by at most 14 points
        between the ratings before and after it in RatingLab's seasons (five kinds, 20
        seeds each); reversed labels keep 0.80 of their weight after 150 matches. Nothing
        is stored: ratings are
        recomputed from the history (offline a summary is kept until the matches change),
        so a corrected or deleted result changes them consistently.

        ## What it is worth

        Measured on simulated seasons (RatingLab, 20 players whose labels are a third
        wrong, five seeds), as the rank correlation (Spearman) of the ratings with the
        hidden strengths, beside the same model with labels worth the same in every group
        and openskill's Plackett-Luce fed the same matches and label prior:

          season                    rating  labels fixed  openskill + labels
          long (150 matches)        0.884   0.879         0.823
          early (first 20)          0.797   0.796         0.752
          sparse attendance         0.879   0.877         0.855
          newcomers mid-season      0.881   0.881         0.786
          drifting strengths        0.826   0.825         0.748

        The winners of 50 further matches are picked 67.3% of the time (team Elo 67.7%,
        the labels alone 64.4%). 'make bench' measures these again; see BENCHMARKS.md.

        ## Predictions kept and scored

        Every start computes the chances of its two sides, balanced or chosen by hand, and
        they stay with the match: show and history show print 'Predicted at kick-off: Team A
        46% · Team B 54%'. Late arrivals and swaps do not change them. 'stats --predictions'
        scores every ended match with kept chances: the Brier score (0 is perfect) and the
        log-loss, a draw counting as half a win, beside a coin flip and the labels alone,
        with the biggest upsets:

          Predictions scored: 12 matches
          PREDICTION        BRIER  LOG-LOSS
          kept at kick-off  0.191  0.571
          coin flip (50%)   0.250  0.693
          labels only       0.238  0.668
        """#
}
