extension IdentityMatching {
    /// Adds the identities of the items of `sections`, numbered in reading order across
    /// sections: `count` in all.
    ///
    /// A function of its own, so that it stays small enough for the optimizer to inline the
    /// table and collection calls it makes per item.
    @inlinable
    mutating func add<Items: RandomAccessCollection>(itemsOf sections: [Items], count: Int, id: (Items.Element) -> ID) {
        var flat = count
        var section = sections.count
        while section > 0 {
            section -= 1
            let items = sections[section]
            var index = items.endIndex
            while index != items.startIndex {
                items.formIndex(before: &index)
                flat -= 1
                add(id(items[index]), at: flat)
            }
        }
    }

    /// Writes the ``firstPosition(of:)`` of every item of `sections`, in reading order
    /// across sections, to `heads`.
    @inlinable
    func lookUp<Items: RandomAccessCollection>(itemsOf sections: [Items], id: (Items.Element) -> ID, into heads: UnsafeMutablePointer<Int>)
    {
        var flat = 0
        for items in sections {
            for element in items {
                heads[flat] = firstPosition(of: id(element))
                flat += 1
            }
        }
    }
}
