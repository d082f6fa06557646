extension ValidationErrors {
    /// Where one attribute's failures stood before a validator ran: enough to find, in O(1),
    /// the failures it then added to that attribute or to keys that had none.
    struct Mark {
        /// The number of keys with failures.
        let keys: Int
        /// The attribute's key position, if it had failures, and their number.
        let position: Int?
        let count: Int
    }

    /// Where `attribute`'s failures stand now (see ``Mark``).
    func mark(for attribute: String) -> Mark {
        let position = entries.isEmpty ? nil : position(of: attribute)
        return Mark(keys: entries.count, position: position, count: position.map { entries[$0].count } ?? 0)
    }

    /// Marks the failures added since `mark` whose template is one of `texts` as the
    /// application's wording (see ``TemplateOrigin/application``): those of the attribute the
    /// mark was taken for, and those of keys that had no failure then (a validator reports on
    /// the attribute it validates).
    ///
    /// - Complexity: O(failures added), whatever the number of failures before.
    mutating func markApplicationTemplates(_ texts: [String], addedSince mark: Mark) {
        func markNew(_ error: inout ValidationError) {
            if texts.contains(error.template) { error.origin = .application }
        }
        if let position = mark.position, position < entries.count {
            entries[position].update(from: mark.count, markNew)
        }
        for i in min(mark.keys, entries.count)..<entries.count { entries[i].update(markNew) }
    }
}
