/// `gather help fees`: the pitch fee, its split and the payments.
enum FeesTopic {
    static let topic = Topic(
        name: "fees", abstract: "The pitch fee: how it is split, payments and balances.", title: "FEES", text: text)

    static let text = #"""
        'fees set AMOUNT' is the cost of the pitch per match (at most two decimals; 0 stops
        charging). Each match that ends (end, or record) keeps the fee in force then, so a
        later 'fees set' changes only the matches after it; end and record say what they
        charged (Charged 60.00 among 7 players: 8.58 or 8.57 each).

        A match's fee is split evenly among its players, in cents. The cents left over go to
        those of its players who have been given the fewest leftover cents so far (then by
        id), and are kept with the match: over a season two players who played the same
        matches are charged at most one cent apart, and the shares always add up to the fee.
        A corrected line-up splits that match again among its players as they are now.
        'fees set 60 --each 5' charges a fixed share a player instead of splitting; the
        totals then show the kitty (what was charged minus the pitch). A guest's share
        (see 'gather help names') is charged to their host, and what the guest pays is
        credited to the host, as paid by the guest.

        'fees paid PLAYER AMOUNT [--note TEXT]' records a payment (-5 is a refund); --by
        PAYER records someone paying another's share (fees paid Luca 5 --by Marco). The
        same amount as the player's last payment on the same day is refused (65) as a
        likely repeat, unless --again. Every charge and payment has a short id (a charge's
        is its gather's), in --json too; 'fees undo ID' takes a payment back and says the
        new balance. 'fees'
        lists each player's matches charged, what they were charged, paid, and their
        balance (charged minus paid, negative when they paid ahead), who owes most first,
        then the totals. Retired or deleted players who were charged or paid keep their
        balance. 'fees show PLAYER' lists their charges and payments, oldest first:

          $ gather fees show Ana
          Charges to Ana (#1):
          ID        PLAYED            SHARE
          C6E937E2  2026-11-19 19:30  8.58
          E675BD01  2026-11-26 12:33  8.57
          Payments for Ana (#1):
          ID      RECORDED          AMOUNT  NOTE
          175ac2  2026-11-26 12:33  20.00   bank transfer
          Balance: -2.85 (paid ahead)

        Amounts print with two decimals and no currency. A malformed amount (abc, 1.234,
        6,50) is a usage error (64); a negative fee, a payment of 0 or a blank note is
        refused (65). No backend stores fees, so this machine keeps them, per backend: the
        fee in force, each match's fee and leftover cents, and the payments with their dates
        and notes; export and import carry them (a second import adds no payment twice).
        'fees --format chat' is the list for the group chat (see 'gather help chat').
        """#
}
