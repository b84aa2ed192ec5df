import Testing
@Test func placeholderPhraseMatchingTests() {}
