extension ValidatorRegistry {
    /// The name of the store `unique` and `exist` rules use when they name none.
    public static let defaultStoreName = "default"

    /// Registers the store `unique` and `exist` rules built with this registry look records up
    /// in, replacing any store of the same name.
    ///
    /// A rule picks a store with its `store` parameter, `"default"` when it names none. The
    /// store is bound when the rule set is built: a rule naming a store that is not registered,
    /// or a `targetClass` the store does not have (``RecordStore/hasTable(_:)``), fails there.
    ///
    /// ```swift
    /// var registry = ValidatorRegistry.builtIn
    /// registry.register(store: InMemoryRecordStore(["users": []]))
    /// registry.register(store: InMemoryRecordStore(["audit": []]), named: "archive")
    /// registry.storeNames   // ["archive", "default"]
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - name: Its name (default `"default"`).
    public mutating func register(store: any RecordStore, named name: String = ValidatorRegistry.defaultStoreName) {
        recordStores[name] = store
    }

    /// The store registered as `name`, if any.
    public func store(named name: String) -> (any RecordStore)? { recordStores[name] }

    /// The names of the registered stores, sorted.
    public var storeNames: [String] { recordStores.keys.sorted() }
}
