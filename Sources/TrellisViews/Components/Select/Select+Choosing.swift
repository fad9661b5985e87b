// Opening a select's list and choosing from it: in an overlay when hosted, by cycling
// through the options when not.

extension Select {
    /// Opens the list of options in an overlay under the select, its highlight on the
    /// chosen one; without a host, chooses the next option instead. Nothing without options.
    public func open() {
        guard !options.isEmpty, openList == nil else { return }
        let list = makeList()
        let presented = presentOverlay(
            list,
            placement: .anchored(to: frameInRoot) { [unowned self, list] screen in
                let size = list.fittingSize(in: screen)
                return Size(width: max(size.width, frame.width), height: size.height)
            }, focus: list)
        if presented {
            openList = list
        } else {
            choose(options[((selectedIndex ?? -1) + 1) % options.count].value)
        }
    }

    /// Closes the open list without choosing.
    public func close() {
        guard let list = openList else { return }
        openList = nil
        dismissOverlay(list)
    }

    /// Chooses `value` as the user does: calls ``onChange`` and announces its title when it
    /// differs from the selection.
    public func choose(_ value: Value) {
        guard value != selection, let index = options.firstIndex(of: value) else { return }
        selection = value
        announce(options[index].title)
        onChange?(value)
    }

    func makeList() -> SelectList<Value> {
        let list = SelectList(options: options, selection: selection)
        list.accessibilityLabel = accessibilityLabel
        list.rowStyle = titleStyle
        list.highlightStyle = listHighlightStyle
        list.filterStyle = listFilterStyle
        list.onChoose = { [unowned self] value in
            close()
            choose(value)
        }
        list.onCancel = { [unowned self] in close() }
        return list
    }
}
