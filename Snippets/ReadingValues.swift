import Phrasebook

let context = ValueContext(contacts: ["Alice Smith"])
let tokens = Tokenizer.tokenize("alice and bob tomorrow")
for reading in ListParser(element: PersonParser()).readings(of: tokens[...], in: context) {
    print(reading.length, reading.value)
}
// 1 Alice Smith
// 3 Alice Smith, Bob
