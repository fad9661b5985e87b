extension SectionIndex {
    /// An index of the first letters of `sectionTitles` (one title per section, `nil` for
    /// an untitled one), each letter once, uppercased, in section order; a letter jumps to
    /// the first section whose title starts with it. Nimbus's dynamic index, for sections
    /// that share a first letter ("Canada", "China": one "C").
    ///
    /// ```swift
    /// let index = SectionIndex(firstLettersOf: ["Canada", "China", "Egypt", nil])
    /// // titles ["C", "E"]; "C" jumps to section 0, "E" to section 2
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init(firstLettersOf sectionTitles: [String?]) {
        var titles: [String] = []
        var map: [String: Int] = [:]
        for (section, title) in sectionTitles.enumerated() {
            guard let first = title?.first else { continue }
            let letter = first.uppercased()
            guard map[letter] == nil else { continue }
            map[letter] = section
            titles.append(letter)
        }
        self.init(titles: titles, sectionForPrefix: map)
    }
}
