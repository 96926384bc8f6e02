/* industrial helper probes: values are emitted as .rodata constants and read back from the assembly */
#define P(name, val) const unsigned int probe_##name __attribute__((used)) = (unsigned int)(val);
#define S(T) sizeof(T)
#define O(T, m) __builtin_offsetof(T, m)
