import Testing
@Test func placeholderPhrasebookTests() {}
