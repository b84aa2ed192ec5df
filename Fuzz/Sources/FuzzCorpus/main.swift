import FuzzSupport

FuzzDriver.run { data, size in
    Harness.corpus(FuzzInput(data, size))
    return 0
}
