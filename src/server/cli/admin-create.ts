// Placeholder entry replaced by the accounts area.
console.error('admin:create is not available yet');
process.exit(1);
