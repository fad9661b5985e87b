// Placeholder entry so the package resolves; the server is built in issue 16.
print("cats-server: not built yet")
