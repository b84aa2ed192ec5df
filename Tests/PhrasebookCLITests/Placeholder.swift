import Testing
@Test func placeholderPhrasebookCLITests() {}
