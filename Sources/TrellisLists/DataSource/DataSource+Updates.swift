import TrellisDiff

extension DataSource {
    // MARK: Reporting changes (for subclasses)

    /// Tells observers about changes already made to the content, in this data source's
    /// index space. While a placeholder shows, during a load's update, inside
    /// ``performBatchUpdates(_:)``, or while a composed data source waits for its
    /// children, the changes are held and composed with later ones into one batch.
    ///
    /// - Parameters:
    ///   - changes: Changes from the content before the mutation to the content now.
    ///   - direction: For a whole-content switch, which way it slides.
    ///   - animated: Whether the list should animate it.
    public func notifyDidApply(_ changes: SectionedChangeSet, direction: DataSourceUpdate.Direction? = nil, animated: Bool = true) {
        let before = lastContentCounts
        let after = contentCounts()
        lastContentCounts = after
        guard hasObservers else { return }  // nobody to tell: the snapshot just moves on
        if isHolding || pending != nil || needsReload {
            hold(changes, before: before, after: after)
            pendingAnimated = pendingAnimated && animated
            pendingDirection = direction ?? pendingDirection
            reconcile()
        } else {
            emit(DataSourceUpdate(changes: changes, direction: direction, animated: animated))
        }
    }

    /// Tells observers to reload everything (held changes are dropped: the reload covers them).
    public func notifyDidReloadData() {
        lastContentCounts = contentCounts()
        pending = nil
        if isHolding && !observedPlaceholder {
            needsReload = true
            reconcile()
        } else {
            emitReload()
        }
    }

    /// Tells observers that metrics or placeholder texts changed.
    public func notifyMetricsChanged() {
        forEachObserver { $0.dataSourceDidChangeMetrics(self) }
    }

    /// Runs `body`, holding every change it reports, then reports them as one batch.
    ///
    /// ```swift
    /// cats.performBatchUpdates {
    ///     cats.removeItems(at: [0])
    ///     cats.append(contentsOf: newCats)
    /// }   // observers see one batch
    /// ```
    ///
    /// Composed and segmented ancestors hold too until the batch has reached them, so none
    /// reports anything while this data source's content is ahead of what it reported.
    public func performBatchUpdates(_ body: () -> Void) {
        withAncestorsHolding {
            holdDepth += 1
            body()
            holdDepth -= 1
            reconcile()
        }
    }

    /// The composed and segmented data sources above this one, nearest first.
    var ancestors: [DataSource] {
        var chain: [DataSource] = []
        var next = loadingGate
        while let gate = next {
            chain.append(gate)
            next = gate.loadingGate
        }
        return chain
    }

    /// Runs `body` with every ancestor holding its changes, then releases them nearest
    /// first, each reporting what it held as one batch. While a child's content is ahead of
    /// what it reported (mid-batch, mid-reset, mid-load), an ancestor that reported would
    /// show the child's new items at the child's old counts.
    func withAncestorsHolding(_ body: () -> Void) {
        let gates = ancestors
        for gate in gates { gate.holdDepth += 1 }
        body()
        for gate in gates {
            gate.holdDepth -= 1
            gate.reconcile()
        }
    }

    // MARK: Holding and flushing

    var hasObservers: Bool { observers.contains { $0.observer != nil } }

    /// Whether changes are held rather than reported now.
    var isHolding: Bool { holdDepth > 0 || observedPlaceholder }

    private func hold(_ changes: SectionedChangeSet, before: [Int], after: [Int]) {
        guard !needsReload else { return }
        if let held = pending {
            do {
                pending = try held.followed(by: changes, oldItemCounts: pendingBase, middleItemCounts: before, newItemCounts: after)
            } catch {
                invalid(changes, error)
            }
        } else {
            #if DEBUG
                do { try changes.validate(oldItemCounts: before, newItemCounts: after) } catch { return invalid(changes, error) }
            #endif
            pending = changes
            pendingBase = before
        }
    }

    private func invalid(_ changes: SectionedChangeSet, _ error: SectionedChangeSetError) {
        pending = nil
        needsReload = true
        misuseHandler(
            ListMisuse(
                kind: .invalidBatch, dataSource: description,
                message: "\(changes) does not match the content's counts (\(error)); observers will reload"))
    }

    /// Brings observers in line with the data source once nothing holds changes back:
    /// shows or hides the placeholder, and flushes held changes as one batch.
    func reconcile() {
        guard holdDepth == 0 else { return }
        defer { shownPlaceholderMayHaveChanged() }
        let show = shouldDisplayPlaceholder
        if show && !observedPlaceholder {
            observedPlaceholder = true
            emitReload()
            return
        }
        if !show && observedPlaceholder {
            observedPlaceholder = false
            flushFromPlaceholder()
            return
        }
        guard !observedPlaceholder else { return }
        if needsReload {
            emitReload()
        } else if let held = pending {
            pending = nil
            emit(DataSourceUpdate(changes: held, direction: pendingDirection, animated: pendingAnimated))
        }
    }

    /// The placeholder hides: observers saw the sections with zero items, so the batch is
    /// the held section changes plus every item inserted.
    private func flushFromPlaceholder() {
        let held = pending
        pending = nil
        guard !needsReload,
            let sectionSources = try? (held?.sections ?? ChangeSet()).sources(oldCount: shownCounts.count, newCount: numberOfSections)
        else { return emitReload() }
        let updatedSections = Set(held?.sections.updates.map(\.new) ?? [])
        let sources = SectionedChangeSet.Sources(
            sections: sectionSources,
            items: contentCounts().map { [ItemPath?](repeating: nil, count: $0) })
        let changes = SectionedChangeSet(sources: sources, oldItemCounts: shownCounts) { updatedSections.contains($0) }
        emit(DataSourceUpdate(changes: changes, direction: pendingDirection, animated: pendingAnimated))
    }

    private func emit(_ update: DataSourceUpdate) {
        pendingAnimated = true
        pendingDirection = nil
        let counts = itemCounts
        #if DEBUG
            // Release builds trust their own batches; debug builds prove each one first.
            if hasObservers {
                do {
                    try update.changes.validate(oldItemCounts: shownCounts, newItemCounts: counts)
                } catch {
                    misuseHandler(
                        ListMisuse(
                            kind: .invalidBatch, dataSource: description,
                            message: "\(update.changes) does not turn \(shownCounts) into \(counts) (\(error)); observers will reload"))
                    return emitReload()
                }
            }
        #endif
        shownCounts = counts
        guard !update.changes.isEmpty || update.direction != nil else { return }
        forEachObserver { $0.dataSource(self, didApply: update) }
    }

    func emitReload() {
        pending = nil
        pendingAnimated = true
        pendingDirection = nil
        needsReload = false
        shownCounts = itemCounts
        forEachObserver { $0.dataSourceDidReloadData(self) }
    }
}
