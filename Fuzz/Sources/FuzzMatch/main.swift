import FuzzSupport

FuzzDriver.run { data, size in
    Harness.match(FuzzInput(data, size))
    return 0
}
