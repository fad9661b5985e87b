extension Theme {
    /// A ``ToastStack`` in the theme's `.toast` and `.toastError` styles.
    ///
    /// ```swift
    /// let toasts = theme.toastStack()
    /// ```
    @MainActor
    public func toastStack(now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }) -> ToastStack {
        let stack = ToastStack(now: now)
        stack.infoStyle = self[.toast]
        stack.errorStyle = self[.toastError]
        return stack
    }
}
