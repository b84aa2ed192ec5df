import FuzzSupport

FuzzDriver.run { data, size in
    Harness.templates(FuzzInput(data, size))
    return 0
}
